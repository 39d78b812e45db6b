CREATE TABLE "lab_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"test_name" text NOT NULL,
	"conventional_range" text NOT NULL,
	"conventional_unit" text DEFAULT '' NOT NULL,
	"si_range" text NOT NULL,
	"si_unit" text DEFAULT '' NOT NULL,
	"note" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_values_position_positive" CHECK ("lab_values"."position" >= 1)
);
--> statement-breakpoint
CREATE INDEX "lab_values_category_position_idx" ON "lab_values" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "lab_values_test_name_trgm_idx" ON "lab_values" USING gin (test_name gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "lab_values_category_test_name_unique" ON "lab_values" USING btree ("category",lower("test_name"));