export declare const LIBRARY_REPOSITORY: string;
export declare const SITE_REPOSITORY: string;
