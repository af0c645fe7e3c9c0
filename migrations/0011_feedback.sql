CREATE TABLE "feedback_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"category" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"page" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_messages_ref_unique" UNIQUE("ref")
);
