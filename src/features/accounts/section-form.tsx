import type { FormSectionId } from '../../ui/form-sections.ts';
import { GenericForm, TransactionForm } from '../records/index.ts';

/**
 * The form behind one Add button. Beneficiaries, assets and reports are the generic form's
 * sections (docs/behaviour.md#accounts); a transaction uses the full transaction form, because a new account's
 * first entries need their From/To account (with the account selector's loading, empty and
 * failure states of docs/behaviour.md#record-forms), which the generic section does not ask for.
 */
export function SectionForm({
  section,
  estateId,
  onSaved,
}: {
  section: FormSectionId;
  estateId: string;
  onSaved: () => void;
}) {
  if (section === 'transactions') return <TransactionForm estateId={estateId} onSaved={onSaved} />;
  return <GenericForm section={section} estateId={estateId} onSaved={onSaved} />;
}
