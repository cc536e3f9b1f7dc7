import { formatCalendarDate } from "@chamak/contracts";
import { AnchorLink } from "@chamak/web-client";
import { Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useLang, useT } from "../../lib/i18n";
import { PageHeader } from "../layout/page-header";
import classes from "./blog.module.css";
import { BLOG_POSTS } from "./blog-posts";

export function BlogPage() {
  const t = useT("blog");
  const { lang } = useLang();
  return (
    <>
      <PageHeader title={t("title")}>{t("intro")}</PageHeader>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {BLOG_POSTS.map((post) => {
            const text = post[lang];
            return (
              <Card
                key={post.id}
                withBorder
                radius="lg"
                padding={0}
                component="article"
                className={classes.card}
              >
                <Link to="/blog-page/$slug" params={{ slug: post.slug }} tabIndex={-1} aria-hidden="true">
                  <div className={classes.cover} data-post={post.id} />
                </Link>
                <Stack gap="xs" p="lg" style={{ flex: 1 }}>
                  <Text size="xs" c="gray.7">
                    <time dateTime={post.date}>
                      {formatCalendarDate(post.date, lang, { dateStyle: "long" })}
                    </time>{" "}
                    · {t("minutes", { count: post.minutes })}
                  </Text>
                  <Title order={2} size="h3">
                    <Link to="/blog-page/$slug" params={{ slug: post.slug }} className={classes.titleLink}>
                      {text.title}
                    </Link>
                  </Title>
                  <Text c="gray.7">{text.excerpt}</Text>
                  <AnchorLink
                    to="/blog-page/$slug"
                    params={{ slug: post.slug }}
                    fw={600}
                    mt="auto"
                    aria-label={t("readPost", { title: text.title })}
                  >
                    {t("readMore")} →
                  </AnchorLink>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>
    </>
  );
}
