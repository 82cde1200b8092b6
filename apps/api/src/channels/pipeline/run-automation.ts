import type { AutomationContext, AutomationStage } from '../automation-stage';

/** Runs the stages in order until one answers 'handled' or throws (reported, never rethrown). */
export async function runAutomation(
  stages: readonly AutomationStage[],
  context: AutomationContext,
  onError: (error: unknown) => void,
): Promise<void> {
  for (const stage of stages) {
    try {
      if ((await stage(context)) === 'handled') return;
    } catch (error) {
      onError(error);
      return;
    }
  }
}
