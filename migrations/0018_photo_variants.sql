CREATE TABLE "photo_variants" (
	"upload_id" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"etag" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_variants_upload_id_width_format_pk" PRIMARY KEY("upload_id","width","format"),
	CONSTRAINT "photo_variants_format" CHECK ("photo_variants"."format" in ('avif', 'webp', 'jpg'))
);
