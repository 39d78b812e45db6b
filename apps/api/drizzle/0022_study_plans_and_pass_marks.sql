CREATE TABLE "study_plans" (
	"user_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"exam_date" date NOT NULL,
	"study_days" smallint[] NOT NULL,
	"time_zone" text NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"reminder_hour" smallint DEFAULT 18 NOT NULL,
	"reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_plans_user_id_exam_id_pk" PRIMARY KEY("user_id","exam_id"),
	CONSTRAINT "study_plans_reminder_hour" CHECK ("study_plans"."reminder_hour" between 0 and 23),
	CONSTRAINT "study_plans_days_known" CHECK (cardinality("study_plans"."study_days") between 1 and 7 and "study_plans"."study_days" <@ '{1,2,3,4,5,6,7}'::smallint[])
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "pass_mark" smallint;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_plans_reminders_idx" ON "study_plans" USING btree ("reminded_on") WHERE "study_plans"."reminders";--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_pass_mark_percent" CHECK ("exams"."pass_mark" between 1 and 100);