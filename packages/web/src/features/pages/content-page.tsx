import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';

export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

/** A readable prose page: narrow measure, generous line height. */
export function ContentPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: ContentSection[];
}) {
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
      </Box>
    </PageContainer>
  );
}
