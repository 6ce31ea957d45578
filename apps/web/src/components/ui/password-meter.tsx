import './password-fields.css';
import { useTranslation } from '../../i18n/react';
import { Check, Circle } from 'lucide-react';
import { passwordStrength, type PasswordStrength } from '@sinyal/contracts/auth';

const segments = [1, 2, 3, 4, 5];
const requirements = [
  'length',
  'uppercase',
  'number',
  'special',
] as const satisfies readonly (keyof PasswordStrength['checks'])[];

/** docs/product.md §5's strength score (0–5, red/yellow/green) and what the password still lacks. */
export function PasswordMeter({
  password,
  checklistId,
}: {
  password: string;
  checklistId: string;
}) {
  const { t } = useTranslation('forms');
  const { score, label, color, checks } = passwordStrength(password);
  const labelText = t(`strength.${label}`);

  return (
    <div className="strength-meter" data-color={color}>
      <div className="strength-meter__summary">
        <div
          className="strength-meter__bar"
          role="meter"
          aria-label={t('strength.meter')}
          aria-valuemin={0}
          aria-valuemax={5}
          aria-valuenow={score}
          aria-valuetext={labelText}
        >
          {segments.map((segment) => (
            <span key={segment} className={segment <= score ? 'is-filled' : undefined} />
          ))}
        </div>
        <span className="strength-meter__label" aria-live="polite">
          {t('strength.label', { label: labelText })}
        </span>
      </div>
      <p id={`${checklistId}-title`} className="strength-meter__title">
        {t('strength.checklist')}
      </p>
      <ul
        id={checklistId}
        className="strength-meter__checks"
        aria-labelledby={`${checklistId}-title`}
      >
        {requirements.map((requirement) => {
          const met = checks[requirement];
          const Icon = met ? Check : Circle;
          return (
            <li key={requirement} className={met ? 'is-met' : undefined}>
              <Icon size={14} strokeWidth={met ? 3 : 2} aria-hidden="true" />
              <span>{t(`strength.${requirement}`)}</span>
              <span className="visually-hidden">
                {' '}
                {met ? t('strength.met') : t('strength.unmet')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
