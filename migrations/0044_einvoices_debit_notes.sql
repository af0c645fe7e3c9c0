ALTER TABLE "einvoices" ADD COLUMN "debit_note_id" integer;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_debit_note_id_debit_notes_id_fk" FOREIGN KEY ("debit_note_id") REFERENCES "public"."debit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_debit_note_uq" ON "einvoices" USING btree ("debit_note_id");