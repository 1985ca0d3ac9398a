-- Points accrual writes a run's row only when the run counts something: its sources name the run
-- first, so their foreign key to points_run is checked at commit (sql/points_accrue.sql).
alter table points_source alter constraint points_source_run_id_fkey deferrable initially deferred;
