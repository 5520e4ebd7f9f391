import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { useDocumentHead } from '../../lib/document-head';

export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

/** A readable prose page: narrow measure, generous line height. */
export function ContentPage({
  title,
  intro,
  sections,
  contactEmail,
}: {
  title: string;
  intro: string;
  sections: ContentSection[];
  /** Shown as a closing "Questions?" section when the site has one. */
  contactEmail?: string | null;
}) {
  useDocumentHead({ title, description: intro });
  return (
    <PageContainer title={title} subtitle={intro} maxWidth="md">
      <Box component="article" sx={{ display: 'grid', gap: 4 }}>
        {sections.map((section) => (
          <Box component="section" key={section.heading}>
            <Typography component="h2" variant="h5" sx={{ mb: 1.25 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((text) => (
              <Typography key={text} sx={{ mb: 1.5, lineHeight: 1.75 }} color="text.secondary">
                {text}
              </Typography>
            ))}
          </Box>
        ))}
        {contactEmail && (
          <Box
            component="section"
            sx={{ p: 3, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
              Questions?
            </Typography>
            <Typography color="text.secondary">
              Write to us at <MuiLink href={`mailto:${contactEmail}`}>{contactEmail}</MuiLink> and a person
              will answer, usually within two working days.
            </Typography>
          </Box>
        )}
      </Box>
    </PageContainer>
  );
}
