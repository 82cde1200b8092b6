import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ListSectionDraft } from '../../lib/interactive';

interface ListSectionsEditorProps {
  sections: ListSectionDraft[];
  onChange: (sections: ListSectionDraft[]) => void;
}

/** The sections of a list message, each with its rows (title and description). */
export function ListSectionsEditor({ sections, onChange }: ListSectionsEditorProps) {
  const { t } = useTranslation();
  const setSection = (index: number, section: ListSectionDraft) =>
    onChange(sections.map((s, i) => (i === index ? section : s)));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {sections.map((section, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no identity but their place
          key={index}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
          }}
        >
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              size="small"
              fullWidth
              label={t('conversation.interactive.sectionTitle')}
              value={section.title}
              onChange={(event) => setSection(index, { ...section, title: event.target.value })}
            />
            <IconButton
              aria-label={t('conversation.interactive.removeSection')}
              disabled={sections.length === 1}
              onClick={() => onChange(sections.filter((_, i) => i !== index))}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
          {section.rows.map((row, rowIndex) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              key={rowIndex}
              sx={{ display: 'flex', gap: 1, pl: 2 }}
            >
              <TextField
                size="small"
                label={t('conversation.interactive.rowTitle')}
                value={row.title}
                onChange={(event) =>
                  setSection(index, {
                    ...section,
                    rows: section.rows.map((r, i) => (i === rowIndex ? { ...r, title: event.target.value } : r)),
                  })
                }
              />
              <TextField
                size="small"
                label={t('conversation.interactive.rowDescription')}
                value={row.description}
                onChange={(event) =>
                  setSection(index, {
                    ...section,
                    rows: section.rows.map((r, i) => (i === rowIndex ? { ...r, description: event.target.value } : r)),
                  })
                }
              />
              <IconButton
                aria-label={t('conversation.interactive.removeRow')}
                disabled={section.rows.length === 1}
                onClick={() => setSection(index, { ...section, rows: section.rows.filter((_, i) => i !== rowIndex) })}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => setSection(index, { ...section, rows: [...section.rows, { title: '', description: '' }] })}
          >
            {t('conversation.interactive.addRow')}
          </Button>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => onChange([...sections, { title: '', rows: [{ title: '', description: '' }] }])}
      >
        {t('conversation.interactive.addSection')}
      </Button>
    </Box>
  );
}
