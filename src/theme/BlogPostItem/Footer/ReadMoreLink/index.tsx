/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * THIRD-PARTY-NOTICES.md at the root of this repository.
 *
 * Copied from @docusaurus/theme-classic@3.9.2 src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx
 * (src/theme/upstream.json records the hash of that version).
 */
// inversify-site: replaces theme-classic's "Read more" link, whose text is the same on every excerpt
// (its post title only in aria-label): the link text itself now names the post, the title part
// visually hidden, so the link makes sense out of context (WCAG 2.4.4; Lighthouse link-text).
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className={styles.visuallyHidden}> about {blogPostTitle}</span>
    </Link>
  );
}
