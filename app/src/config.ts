/** The product's name, shown in the header and in 'Trending on …'. */
export const SITE_NAME = 'TechForum';
