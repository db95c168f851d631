import { LOST_REASONS } from '../forms';
import { STAGE_LABELS, STAGES } from '../../../shared/vocabulary/stages';

/**
 * The status, amount and lost-reason fields, as the status form and the call form both ask them
 * (inbox/forms.ts stageSchema reads them). `id` prefixes the fields' ids ('' for the status form).
 */
export function StageFields({
  id = '',
  label,
  stage,
  value = '',
  reason = '',
}: {
  id?: string;
  label: string;
  stage: string;
  value?: number | string;
  reason?: string;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}stage`}>{label}</label>
        <select id={`${id}stage`} name="stage" defaultValue={stage}>
          {STAGES.map((s) => (
            <option key={s} value={s}>
              {STAGE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}value`}>Amount in rupees (for Quoted or Booked), like 2.5L or 1,50,000</label>
        <input id={`${id}value`} name="value" autoComplete="off" defaultValue={value} maxLength={30} />
      </div>
      <div className="field">
        <label htmlFor={`${id}reason`}>Reason (for Lost)</label>
        <select id={`${id}reason`} name="reason" defaultValue={reason}>
          <option value="">Choose a reason</option>
          {LOST_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
