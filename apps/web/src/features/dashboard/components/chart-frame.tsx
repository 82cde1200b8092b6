import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useId } from 'react';

/** Off screen but read by screen readers (the usual clip pattern). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface ChartData {
  /** The two column headings of the data table: what each row names and its value. */
  columns: [string, string];
  rows: [string, string][];
}

interface ChartFrameProps {
  title: string;
  /** One sentence saying what the chart shows, for those who do not see it. */
  summary: string;
  /** A visible line under the title (a total), when there is one. */
  caption?: string;
  /** Every value of the chart, as a table; a single number needs none beyond the summary. */
  data?: ChartData;
  height: number;
  /** The chart itself: drawn for the eyes; screen readers get the summary and the table. */
  children: ReactNode;
}

/**
 * A chart as a figure: a heading, the chart (lazy-loaded, a skeleton meanwhile) and, for screen
 * readers, its summary and every value in a table, so nothing is only a shape or a colour.
 */
export function ChartFrame({ title, summary, caption, data, height, children }: ChartFrameProps) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      sx={{ m: 0, p: 2, minWidth: 0 }}
    >
      <Typography variant="subtitle1" component="h2" id={titleId} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {caption ? (
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      ) : null}
      <Box component="p" id={summaryId} sx={visuallyHidden}>
        {summary}
      </Box>
      <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
        <Box aria-hidden sx={{ height }}>
          {children}
        </Box>
      </Suspense>
      {data ? <DataTable title={title} data={data} /> : null}
    </Paper>
  );
}

function DataTable({ title, data }: { title: string; data: ChartData }) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{data.columns[0]}</th>
          <th scope="col">{data.columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {data.rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
