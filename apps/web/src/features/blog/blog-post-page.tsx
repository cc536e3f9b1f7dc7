import { formatCalendarDate } from "@chamak/contracts";
import { AnchorLink, ButtonLink } from "@chamak/web-client";
import { Container, Group, Stack, Text } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { useLang, useT } from "../../lib/i18n";
import { PageHeader } from "../layout/page-header";
import classes from "./blog.module.css";
import { BlogNotFound } from "./blog-not-found";
import { findPost } from "./blog-posts";

const route = getRouteApi("/blog-page/$slug");

export function BlogPostPage() {
  const t = useT("blog");
  const { lang } = useLang();
  const { slug } = route.useParams();
  const post = findPost(slug);
  if (!post) return <BlogNotFound />;
  const text = post[lang];
  return (
    <>
      <PageHeader title={text.title} trail={[{ label: t("title"), to: "/blog-page" }]}>
        <time dateTime={post.date}>{formatCalendarDate(post.date, lang, { dateStyle: "long" })}</time> ·{" "}
        {t("minutes", { count: post.minutes })}
      </PageHeader>
      <Container size="sm" py="xl">
        <Stack gap="lg" component="article">
          <div className={classes.cover} data-post={post.id} aria-hidden="true" />
          <Text fz="lg" fw={600} lh={1.6}>
            {text.excerpt}
          </Text>
          {text.body.map((paragraph) => (
            <Text key={paragraph} lh={1.75}>
              {paragraph}
            </Text>
          ))}
          <Group justify="space-between" mt="md">
            <AnchorLink to="/blog-page">← {t("backToBlog")}</AnchorLink>
            <ButtonLink to="/car-wash-shopping" radius="xl">
              {t("bookCta")}
            </ButtonLink>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
