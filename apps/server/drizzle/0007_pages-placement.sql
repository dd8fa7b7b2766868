ALTER TABLE "page_revisions" ADD COLUMN "menu" text;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD COLUMN "footer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "menu" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "footer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_menu" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_footer" boolean DEFAULT false NOT NULL;