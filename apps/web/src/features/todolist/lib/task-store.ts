import { z } from 'zod';

/** One local task (spec 3 §2 To-do list): its text and when it was created and last changed. */
const taskSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** Spec 3 §7: the list makes no calls. Each user of each company has their own list in this browser. */
export const taskStorageKey = (companyId: number, userId: number) => `todolist:${companyId}:${userId}`;

/** The stored list; anything unreadable (another version, a hand edit) reads as an empty list. */
export function loadTasks(key: string): Task[] {
  try {
    const parsed = z.array(taskSchema).safeParse(JSON.parse(window.localStorage.getItem(key) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function saveTasks(key: string, tasks: readonly Task[]): void {
  window.localStorage.setItem(key, JSON.stringify(tasks));
}

export const newTask = (text: string, now: Date): Task => ({
  id: crypto.randomUUID(),
  text,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
});
