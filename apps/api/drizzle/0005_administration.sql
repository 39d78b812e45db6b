ALTER TABLE "audit_log" ADD COLUMN "admin_email" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "handled_by_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blacklisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_handled_by_admin_id_admins_id_fk" FOREIGN KEY ("handled_by_admin_id") REFERENCES "admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_idx" ON "audit_log" USING btree ("entity","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_admin_created_idx" ON "audit_log" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_items_sale_exam_amount_idx" ON "sale_items" USING btree ("sale_id","exam_id","amount");--> statement-breakpoint
CREATE INDEX "sales_paid_created_idx" ON "sales" USING btree ("created_at","id","amount") WHERE "sales"."status" = 'success' and "sales"."provider" <> 'manual';--> statement-breakpoint
CREATE INDEX "subscriptions_active_idx" ON "subscriptions" USING btree ("expires_at","user_id","exam_id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_created_at_idx" ON "support_tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tests_started_exam_idx" ON "tests" USING btree ("started_at","exam_id");