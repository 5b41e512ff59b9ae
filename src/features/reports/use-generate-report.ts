import { useCallback, useRef, useState } from 'react';
import type { ReportData, ReportFormat, ReportKind } from '../../reports/model.ts';
import { commands } from '../../store/index.ts';
import { downloadFile } from '../../ui/download-file.ts';
import { ensureMayTakeCopies } from '../copies/index.ts';
import {
  type GeneratedReport,
  generateAndSaveReport,
  generationErrorText,
  type ReportOptions,
} from './generate-report.ts';

export type GenerateState =
  | { status: 'idle' }
  | { status: 'busy'; label: string }
  | { status: 'done'; report: GeneratedReport }
  | { status: 'error'; message: string };

/**
 * Generate, save and download one report, one at a time: a second click while the first runs
 * is ignored rather than saving the same report twice.
 */
export function useGenerateReport() {
  const [state, setState] = useState<GenerateState>({ status: 'idle' });
  const running = useRef(false);
  const run = useCallback(
    async (
      kind: ReportKind,
      format: ReportFormat,
      data: ReportData,
      label: string,
      options: ReportOptions = {},
    ) => {
      if (running.current) return;
      running.current = true;
      setState({ status: 'busy', label });
      try {
        await ensureMayTakeCopies();
        const report = await generateAndSaveReport(commands, kind, format, data, options);
        downloadFile(report.file);
        setState({ status: 'done', report });
      } catch (error) {
        console.warn('Report generation failed', error);
        setState({ status: 'error', message: generationErrorText(error) });
      } finally {
        running.current = false;
      }
    },
    [],
  );
  return { state, run };
}
