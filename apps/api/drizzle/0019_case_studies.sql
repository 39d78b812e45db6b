CREATE TABLE "case_studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"title" text NOT NULL,
	"scenario_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "case_study_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "case_step" integer;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_studies_exam_idx" ON "case_studies" USING btree ("exam_id","title");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "case_studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_case_step_unique" ON "questions" USING btree ("case_study_id","case_step") WHERE "questions"."retired_at" is null;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_case_step_with_case" CHECK (("questions"."case_study_id" is null) = ("questions"."case_step" is null));