CREATE TABLE "image_variants" (
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_name_width_pk" PRIMARY KEY("name","width")
);
--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_name_images_name_fk" FOREIGN KEY ("name") REFERENCES "public"."images"("name") ON DELETE cascade ON UPDATE no action;