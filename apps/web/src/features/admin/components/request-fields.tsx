import { ADDRESS_DOCUMENT_TYPES, ID_DOCUMENT_TYPES } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';

/** The fields the verification forms store (camelCase), in display order; others follow under their own name. */
const FIELDS = [
  'issueCountryIso3',
  'countryIso3',
  'documentType',
  'firstNameOriginal',
  'middleNameOriginal',
  'lastNameOriginal',
  'firstName',
  'lastName',
  'birthday',
  'documentNumber',
  'regionName',
  'cityName',
  'addressLine1',
  'addressLine2',
  'zipCode',
  'ngaNin',
  'ngaBvn',
  'url',
  'provider',
  'verificationReference',
] as const;
type Field = (typeof FIELDS)[number];

const DOCUMENT_TYPES: readonly string[] = [...ID_DOCUMENT_TYPES, ...ADDRESS_DOCUMENT_TYPES];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);
const isDocumentType = (
  value: string,
): value is (typeof ID_DOCUMENT_TYPES | typeof ADDRESS_DOCUMENT_TYPES)[number] =>
  DOCUMENT_TYPES.includes(value);

/** The details a user submitted with a verification request, as a description list. */
export function RequestFields({ data }: { data: Readonly<Record<string, string | null>> }) {
  const { t } = useTranslation();
  // Stored as jsonb, the fields come back in no useful order: the known ones follow the forms' order.
  const rank = (key: string) => (isField(key) ? FIELDS.indexOf(key) : FIELDS.length);
  const entries = Object.entries(data).sort(([a], [b]) => rank(a) - rank(b));
  if (entries.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.request.noDetails')}</p>;

  const valueOf = (key: string, value: string | null) => {
    if (value === null || value === '')
      return <span className="text-slate-400 dark:text-slate-500">{t('common.notSet')}</span>;
    if (key === 'documentType' && isDocumentType(value)) return t(`verification.documentTypes.${value}`);
    // A video link the user sent: opened in a new tab without our page as its opener or referrer.
    if (key === 'url' && /^https?:\/\//i.test(value))
      return (
        <a
          href={value}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="break-all text-emerald-700 underline underline-offset-4 dark:text-emerald-400"
        >
          {value}
        </a>
      );
    return <span className="break-words">{value}</span>;
  };

  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {entries.map(([key, value]) => (
        <div key={key} className="min-w-0">
          <dt className="text-slate-500 dark:text-slate-400">
            {isField(key) ? t(`admin.request.fields.${key}`) : key}
          </dt>
          <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-100">{valueOf(key, value)}</dd>
        </div>
      ))}
    </dl>
  );
}
