import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { setTheme, useTheme } from '@/lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={dark}
      aria-label={t('nav.darkTheme')}
      title={t('nav.darkTheme')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
    </Button>
  );
}
