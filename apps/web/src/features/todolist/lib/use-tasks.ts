import { useCallback, useEffect, useState } from 'react';
import { loadTasks, newTask, saveTasks, type Task } from './task-store';

/** The list kept under `key`: add, edit and delete write it back at once. */
export function useTasks(key: string) {
  const [tasks, setTasks] = useState<Task[]>(() => loadTasks(key));
  useEffect(() => setTasks(loadTasks(key)), [key]);

  const change = useCallback(
    (update: (current: Task[]) => Task[]) =>
      setTasks((current) => {
        const next = update(current);
        saveTasks(key, next);
        return next;
      }),
    [key],
  );

  return {
    tasks,
    add: (text: string) => change((current) => [...current, newTask(text, new Date())]),
    edit: (id: string, text: string) =>
      change((current) =>
        current.map((task) => (task.id === id ? { ...task, text, updatedAt: new Date().toISOString() } : task)),
      ),
    remove: (id: string) => change((current) => current.filter((task) => task.id !== id)),
  };
}
