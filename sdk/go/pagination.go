package vigil

// Cursor lists ({data, next_cursor}) as iterators: a range loop walks every item of every page,
// fetching the next page only when the items of the last one are used up.

import (
	"context"
	"iter"

	"github.com/oapi-codegen/nullable"
)

// Cursor is a page's next_cursor as the generated models hold it: null on the last page.
type Cursor = nullable.Nullable[string]

// PageFetcher fetches the page after cursor (nil for the first page) with the same filters each
// time, and returns its items and its next_cursor as the page has it (null on the last page).
type PageFetcher[Item any] func(ctx context.Context, cursor *string) (items []Item, next Cursor, err error)

// All yields every item of every page. An error ends the walk after yielding it:
//
//	for site, err := range vigil.All(ctx, fetch) {
//		if err != nil { return err }
//		…
//	}
func All[Item any](ctx context.Context, fetch PageFetcher[Item]) iter.Seq2[Item, error] {
	return func(yield func(Item, error) bool) {
		var cursor *string
		for {
			items, next, err := fetch(ctx, cursor)
			if err != nil {
				var none Item
				yield(none, err)
				return
			}
			for _, item := range items {
				if !yield(item, nil) {
					return
				}
			}
			following, err := next.Get()
			if err != nil || following == "" {
				return
			}
			cursor = &following
		}
	}
}
