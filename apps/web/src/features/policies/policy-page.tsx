import { formatCalendarDate } from "@chamak/contracts";
import { Container, List, Stack, Text, Title } from "@mantine/core";
import { useLang } from "../../lib/i18n";
import { PageHeader } from "../layout/page-header";
import { POLICY_UPDATED, type PolicyText } from "./policy-doc";

/** A policy page: intro, then numbered sections (the numbers are part of the headings, for reference). */
export function PolicyPage({ text }: { text: PolicyText }) {
  const { lang } = useLang();
  const doc = text[lang];
  const updated = formatCalendarDate(POLICY_UPDATED, lang, { dateStyle: "long" });
  return (
    <>
      <PageHeader title={doc.title}>{doc.intro}</PageHeader>
      <Container size="md" py="xl">
        <Stack gap="xl" component="article">
          {doc.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`section-${index + 1}`}>
              <Title order={2} size="h3" id={`section-${index + 1}`} c="chamak.9" mb="xs">
                {index + 1}. {section.heading}
              </Title>
              {section.paragraphs?.map((paragraph) => (
                <Text key={paragraph} mb="xs" lh={1.65}>
                  {paragraph}
                </Text>
              ))}
              {section.items ? (
                <List spacing={6} lh={1.6}>
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              ) : null}
            </section>
          ))}
          <Text size="sm" c="gray.7">
            {lang === "hi" ? `अंतिम अपडेट: ${updated}` : `Last updated: ${updated}`}
          </Text>
        </Stack>
      </Container>
    </>
  );
}
