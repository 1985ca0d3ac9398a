-- The occurrence counts of every p_len-digit ending of a draw result (array index = ending + 1, so
-- 100 / 1,000 / 10,000 entries for 2 / 3 / 4 digits) among its numbers that have at least p_len
-- digits: what lô, xiên, trượt and đá look their numbers up in at settlement.
create or replace function lottery_endings(p_result jsonb, p_len integer)
returns integer[]
language sql immutable parallel safe as $$
  select array_agg(coalesce(e.c, 0) order by s.n)
    from generate_series(0, (10 ^ p_len)::integer - 1) as s (n)
    left join (select right(x.num, p_len)::integer as n, count(*)::integer as c
                 from jsonb_array_elements(p_result -> 'prizes') as p (e),
                      jsonb_array_elements_text(p.e -> 'numbers') as x (num)
                where length(x.num) >= p_len
                group by 1) e on e.n = s.n
$$;
