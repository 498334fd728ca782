package dev.vigil.sdk;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Cursor lists ({@code {data, next_cursor}}) as an Iterable or a Stream of every item of every
 * page, fetching the next page only when the items of the last one are used up:
 *
 * <pre>{@code
 * for (Site site : Pages.all(cursor -> sites.listSites(100, cursor, null), SitePage::getData, SitePage::getNextCursor)) …
 * }</pre>
 */
public final class Pages {
  private Pages() {}

  /** Fetches the page after {@code cursor} (null for the first page), with the same filters each time. */
  @FunctionalInterface
  public interface PageFetcher<P> {
    P fetch(String cursor);
  }

  public static <P, T> Iterable<T> all(PageFetcher<P> fetch, Function<P, List<T>> items, Function<P, String> nextCursor) {
    return () -> new Iterator<T>() {
      private Iterator<T> page = null;
      private String cursor = null;
      private boolean last = false;

      @Override
      public boolean hasNext() {
        while (page == null || !page.hasNext()) {
          if (last) return false;
          P fetched = fetch.fetch(cursor);
          page = items.apply(fetched).iterator();
          cursor = nextCursor.apply(fetched);
          last = cursor == null || cursor.isEmpty();
        }
        return true;
      }

      @Override
      public T next() {
        if (!hasNext()) throw new NoSuchElementException();
        return page.next();
      }
    };
  }

  public static <P, T> Stream<T> stream(PageFetcher<P> fetch, Function<P, List<T>> items, Function<P, String> nextCursor) {
    return StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(all(fetch, items, nextCursor).iterator(), Spliterator.ORDERED), false);
  }
}
