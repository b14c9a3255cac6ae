import clsx from 'clsx';

const sizes = { sm: 'size-9 text-sm', md: 'size-12 text-base', lg: 'size-20 text-2xl' } as const;

/** A user's picture, or the first letter of the name when there is none. Decorative: name it nearby. */
export function Avatar({
  src,
  name,
  size = 'md',
  className,
}: {
  src: string | null | undefined;
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const look = clsx('shrink-0 rounded-full object-cover', sizes[size], className);
  if (src) return <img src={src} alt="" className={look} />;
  return (
    <span
      aria-hidden
      className={clsx(
        look,
        'grid place-items-center bg-emerald-100 font-semibold text-emerald-800 uppercase dark:bg-emerald-900/60 dark:text-emerald-200',
      )}
    >
      {name.slice(0, 1)}
    </span>
  );
}
