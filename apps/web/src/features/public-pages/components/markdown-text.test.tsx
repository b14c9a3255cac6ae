import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MarkdownText, safeUrl } from './markdown-text';

describe('MarkdownText', () => {
  it('renders headings, lists, emphasis and keeps app links in the visitor language', async () => {
    renderWithProviders(
      <MarkdownText markdown={'# Fees\n\n- **Seller** pays\n- [Terms](/terms-of-service)\n\n## More'} />,
      { path: '/es/fees' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Fees' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'More' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Seller').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/es/terms-of-service');
  });

  it('never renders raw HTML, images or script links; outside links open safely', async () => {
    const { container } = renderWithProviders(
      <MarkdownText
        markdown={[
          '<script>window.hacked = true</script>',
          '<img src=x onerror="window.hacked = true">',
          '<b>bold html</b>',
          '![tracker](https://example.com/t.png)',
          '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [proto](//evil.example)',
          '[UNHCR](https://www.unhcr.org/)',
        ].join('\n\n')}
      />,
    );
    const outside = await screen.findByRole('link', { name: 'UNHCR' });
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('script, img, b, [onerror]')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('click').closest('a')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps only http(s), mailto and app paths', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('mailto:help@a.example')).toBe('mailto:help@a.example');
    expect(safeUrl('/fees')).toBe('/fees');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'data:text/html,x',
      '//evil.example',
      'fees',
      'vbscript:x',
    ])
      expect(safeUrl(bad), bad).toBe('');
  });
});
