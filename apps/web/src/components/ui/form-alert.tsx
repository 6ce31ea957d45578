import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import './form-alert.css';

/** A sentence about the whole form (usually the server's answer), announced when it appears. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={20} aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
