import * as LabelPrimitive from '@radix-ui/react-label';
import clsx from 'clsx';
import type { ComponentProps } from 'react';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={clsx('block text-sm font-medium text-slate-800 dark:text-slate-200', className)}
      {...props}
    />
  );
}
