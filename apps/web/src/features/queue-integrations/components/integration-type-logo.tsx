import type { QueueIntegrationType } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Each type's mark, drawn here (no third-party artwork): Dialogflow's orange speech hexagon,
 * n8n's pink chain of nodes, a webhook's hook, Typebot's blue bot and the flow builder's graph.
 */
const marks: Record<QueueIntegrationType, { color: string; draw: ReactNode }> = {
  dialogflow: {
    color: '#FF9800',
    draw: (
      <>
        <path d="M12 2 20.5 7v10L12 22v-5L3.5 12V7z" fill="currentColor" />
        <path d="M8 9.5h8M8 12.5h5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </>
    ),
  },
  n8n: {
    color: '#EA4B71',
    draw: (
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="4.5" cy="12" r="2.5" />
        <circle cx="12" cy="12" r="2.5" />
        <circle cx="19.5" cy="6.5" r="2.5" />
        <circle cx="19.5" cy="17.5" r="2.5" />
        <path d="M7 12h2.5M14.4 11.2l2.8-3.2M14.4 12.8l2.8 3.2" />
      </g>
    ),
  },
  webhook: {
    color: '#7E57C2',
    draw: (
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M9 8.5a3.5 3.5 0 1 1 5.6 2.8L17 16" />
        <path d="M6.5 19.5a3.5 3.5 0 0 1-.9-6.9L8 16.5h6" />
        <path d="M17.5 19.5a3.5 3.5 0 1 0-2.5-6" />
        <circle cx="17" cy="16" r="1" fill="currentColor" />
      </g>
    ),
  },
  typebot: {
    color: '#0042DA',
    draw: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="4" fill="currentColor" />
        <circle cx="9" cy="12" r="1.7" fill="#fff" />
        <circle cx="15" cy="12" r="1.7" fill="#fff" />
        <path d="M12 2v3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </>
    ),
  },
  flowbuilder: {
    color: '#2E7D32',
    draw: (
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <rect x="3" y="3" width="7" height="5" rx="1.2" fill="currentColor" />
        <rect x="14" y="10" width="7" height="5" rx="1.2" />
        <rect x="3" y="16" width="7" height="5" rx="1.2" />
        <path d="M6.5 8v4.5h7.5M6.5 12.5V16" />
      </g>
    ),
  },
};

/** A type's logo, named for screen readers by `label` (the type's name); without one it is decoration. */
export function IntegrationTypeLogo({
  type,
  label,
  size = 28,
}: {
  type: QueueIntegrationType;
  label?: string;
  size?: number;
}) {
  const mark = marks[type];
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{ width: size, height: size, flexShrink: 0, color: mark.color, display: 'block' }}
    >
      {label ? <title>{label}</title> : null}
      {mark.draw}
    </Box>
  );
}
