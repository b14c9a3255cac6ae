import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

// The README's production example is the file the topology runs, not a copy that drifts away.
describe("the README's nginx configuration", () => {
  it('is the site file the topology tests run', () => {
    const site = read('../../../scripts/topology/marketplace.nginx.conf');
    const readme = read('../../../README.md');
    expect(readme).toContain(`\`\`\`nginx\n${site}\`\`\``);
  });
});
