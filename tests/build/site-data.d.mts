export declare const DOCS_BY_VERSION: Record<string, string[]>;
export declare const BLOG_SLUGS: string[];
export declare const SPEC_DOCS_BY_VERSION: Record<string, string[]>;
export declare const SPEC_BLOG_SLUGS: string[];
export declare const BLOG_AUTHOR: string;
export declare const FIXED_ROUTES: string[];
export declare const SPEC_ROUTES: string[];
export declare const ALL_ROUTES: string[];
export declare const BLOG_POSTS_PER_PAGE: number;
