//! Cursor lists (`{data, next_cursor}`) as a stream of every item of every page, fetching the next
//! page only when the items of the last one are used up.

use std::collections::VecDeque;
use std::future::Future;

use futures_util::stream::{self, Stream};

use crate::error::Error;

/// Every item of every page. `fetch` gets the cursor of the page to fetch (None for the first) and
/// returns that page's items and its `next_cursor`, with the same filters each time:
///
/// ```no_run
/// # async fn example(vigil: vigil::Vigil) -> Result<(), vigil::Error> {
/// use futures_util::{pin_mut, TryStreamExt};
/// use vigil::api::apis::sites_api;
///
/// let config = vigil.config();
/// let sites = vigil::paginate(|cursor| async move {
///     let page = sites_api::list_sites(config, Some(100), cursor.as_deref(), None).await?;
///     Ok((page.data, page.next_cursor))
/// });
/// pin_mut!(sites);
/// while let Some(site) = sites.try_next().await? {
///     println!("{}", site.id);
/// }
/// # Ok(())
/// # }
/// ```
pub fn paginate<Item, F, Fut>(fetch: F) -> impl Stream<Item = Result<Item, Error>>
where
    F: FnMut(Option<String>) -> Fut,
    Fut: Future<Output = Result<(Vec<Item>, Option<String>), Error>>,
{
    struct Walk<Item, F> {
        fetch: F,
        items: VecDeque<Item>,
        cursor: Option<String>,
        started: bool,
    }
    let walk = Walk {
        fetch,
        items: VecDeque::new(),
        cursor: None,
        started: false,
    };
    stream::unfold(Some(walk), |state| async move {
        let mut walk = state?;
        loop {
            if let Some(item) = walk.items.pop_front() {
                return Some((Ok(item), Some(walk)));
            }
            if walk.started && walk.cursor.is_none() {
                return None;
            }
            walk.started = true;
            match (walk.fetch)(walk.cursor.take()).await {
                Ok((items, next)) => {
                    walk.items = items.into();
                    walk.cursor = next.filter(|cursor| !cursor.is_empty());
                }
                // An error ends the walk after it is yielded.
                Err(error) => return Some((Err(error), None)),
            }
        }
    })
}
