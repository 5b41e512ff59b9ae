import { useNavigate } from '@tanstack/react-router';
import { commands } from '../../store/index.ts';
import { FileForm } from './file-form.tsx';
import { EMPTY_FILE_FORM } from './file-form-values.ts';
import './files.css';

/** Create File: saved on this device first (so it works offline) and sent by the sync engine. */
export function FileCreateScreen() {
  const navigate = useNavigate();
  return (
    <section className="files-page file-create" aria-labelledby="file-create-title">
      <h1 id="file-create-title">Create File</h1>
      <div className="card">
        <p className="muted form-intro">
          Fields marked <span className="required">*</span> are required.
        </p>
        <FileForm
          initial={EMPTY_FILE_FORM}
          submitLabel="Create File"
          busyLabel="Creating..."
          onSave={async (body) => {
            const file = await commands.repos.files.create(body);
            await navigate({ to: '/admin/files/$id', params: { id: file._id } });
          }}
          onCancel={() => void navigate({ to: '/admin/files' })}
        />
      </div>
    </section>
  );
}
