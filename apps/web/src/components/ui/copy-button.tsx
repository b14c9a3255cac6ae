import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toasts';
import { Button, type ButtonProps } from './button';

/** Copies `text` to the clipboard and says so. */
export function CopyButton({
  text,
  label,
  ...props
}: Omit<ButtonProps, 'onClick'> & { text: string; label?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      size="sm"
      {...props}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          toast.success(t('common.copied'));
        } catch {
          toast.error(t('common.copyFailed'));
        }
      }}
    >
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      {label ?? t('common.copy')}
    </Button>
  );
}
