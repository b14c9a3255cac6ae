import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { controlClassName } from '@/components/ui/select-field';
import { useTranslateOfferMessage } from '../../lib/editor-messages';
import type { EditorValues } from '../../lib/editor-values';
import { errorMessage } from './field-error';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Duty hours: ranges of a weekday; the server sorts and merges them (one or two per day). */
export function DutyHoursField() {
  const { t } = useTranslation();
  const translate = useTranslateOfferMessage();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'duty_hours' });
  const listError = translate(errorMessage(errors, 'duty_hours'));

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('offerManager.editor.dutyHours')}
      </legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('offerManager.editor.dutyHoursHint')}</p>
      {fields.map((field, index) => {
        const label = t('offerManager.editor.dutyRange', { number: index + 1 });
        return (
          <div key={field.id} role="group" aria-label={label} className="flex flex-wrap items-end gap-2">
            <select
              aria-label={t('offerManager.editor.dutyDay')}
              className={`${controlClassName} h-10 w-36`}
              {...register(`duty_hours.${index}.day`, { valueAsNumber: true })}
            >
              {DAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`offerManager.editor.weekday.${day}`)}
                </option>
              ))}
            </select>
            <Input
              type="time"
              className="w-32"
              aria-label={t('offerManager.editor.dutyStart')}
              {...register(`duty_hours.${index}.start_time`)}
            />
            <Input
              type="time"
              className="w-32"
              aria-label={t('offerManager.editor.dutyEnd')}
              {...register(`duty_hours.${index}.end_time`)}
            />
            <label className="inline-flex h-10 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                className="size-4 accent-emerald-700"
                {...register(`duty_hours.${index}.active`)}
              />
              {t('offerManager.editor.dutyActive')}
            </label>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('offerManager.editor.dutyRemove', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </div>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => append({ day: 1, start_time: '09:00', end_time: '18:00', active: true })}
      >
        <Plus aria-hidden className="size-4" />
        {t('offerManager.editor.dutyAdd')}
      </Button>
      {listError ? <FieldError id="offer-duty-hours-error">{listError}</FieldError> : null}
    </fieldset>
  );
}
