import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useLocalizePath } from '@/hooks/use-locale';

/** A router link to an unprefixed app path, kept in the current language. */
export function LocalizedLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const localize = useLocalizePath();
  return <Link to={localize(to)} {...props} />;
}
