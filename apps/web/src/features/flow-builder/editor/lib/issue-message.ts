import type { FlowIssue } from '@chatdesk/contracts';
import type { TFunction } from 'i18next';

/** The translated reason of an issue; `handleLabel` names the exit as the canvas shows it. */
export function issueMessage(issue: FlowIssue, t: TFunction, handleLabel?: string): string {
  return t(`flowEditor.issues.${issue.code}`, {
    handle: handleLabel || issue.handle || '',
    detail: issue.detail ?? '',
  });
}
