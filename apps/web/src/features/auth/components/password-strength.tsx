import { useTranslation } from 'react-i18next';
import { Check, Circle } from 'lucide-react';
import { passwordStrength, type PasswordStrength } from '@sinyal/contracts/auth';

const segments = [1, 2, 3, 4, 5] as const;
const requirements = [
  'length',
  'uppercase',
  'number',
  'special',
] as const satisfies readonly (keyof PasswordStrength['checks'])[];

interface PasswordStrengthProps {
  password: string;
  /** Id of the checklist, for the password input's aria-describedby. */
  checklistId: string;
}

/** Spec §5: a 0–5 bar (red, yellow, green), its label, and the checklist of what the password still needs. */
export function PasswordStrengthMeter({ password, checklistId }: PasswordStrengthProps) {
  const { t } = useTranslation('auth');
  const { score, label, color, checks } = passwordStrength(password);
  const labelText = t(`strength.${label}`);

  return (
    <div className="strength" data-color={color}>
      <div className="strength__summary">
        <div
          className="strength__bar"
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
        <span className="strength__label" aria-live="polite">
          {t('strength.label', { label: labelText })}
        </span>
      </div>
      <p id={`${checklistId}-title`} className="strength__title">
        {t('strength.checklist')}
      </p>
      <ul id={checklistId} className="strength__checks" aria-labelledby={`${checklistId}-title`}>
        {requirements.map((requirement) => {
          const met = checks[requirement];
          const Icon = met ? Check : Circle;
          return (
            <li key={requirement} className={met ? 'is-met' : undefined}>
              <Icon size={16} strokeWidth={met ? 3 : 2} aria-hidden="true" focusable="false" />
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
