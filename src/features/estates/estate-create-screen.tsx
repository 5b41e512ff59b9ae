import { useNavigate, useSearch } from '@tanstack/react-router';
import { commands } from '../../store/index.ts';
import { EstateForm } from './estate-form.tsx';
import { emptyEstateForm, formToEstateBody } from './estate-form-values.ts';
import { useFileOptions } from './use-file-options.ts';
import '../../ui/detail-page.css';

/** Create Estate (/admin/data/estates/create, ?file=ID preselects the file); works offline. */
export function EstateCreateScreen() {
  const navigate = useNavigate();
  const search = useSearch({ from: '/admin/data/estates/create' });
  const fileId = typeof search.file === 'string' ? search.file : '';
  const files = useFileOptions();
  return (
    <div className="estate-create">
      <h1>Create Estate</h1>
      <div className="card">
        <EstateForm
          // A preselected file that is not (yet) on this device would be an invisible choice.
          key={files ? 'ready' : 'loading'}
          initial={emptyEstateForm(files?.some((f) => f.id === fileId) ? fileId : '')}
          files={files}
          submitLabel="Create Estate"
          onSubmit={async (values) => {
            const estate = await commands.repos.estates.create(formToEstateBody(values, 'create'));
            await navigate({ to: '/admin/data/estates/$id', params: { id: estate._id } });
          }}
          onCancel={() => void navigate({ to: '/admin/data/estates' })}
        />
      </div>
    </div>
  );
}
