//! A game's own refusals, behind the seam. Each game has its own error type, which says how
//! the catalogue words it ([`Refuse::wording`]): a message id and its arguments, never the
//! words themselves. [`RuleError::Game`](crate::RuleError::Game) carries it, typed, so the
//! shared code passes it along and the tests compare it as the value it is.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// A refusal as the catalogue words it: a message id and the values of its placeables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wording {
    pub id: &'static str,
    pub args: Vec<(&'static str, Word)>,
}

impl Wording {
    pub fn new(id: &'static str) -> Wording {
        Wording {
            id,
            args: Vec::new(),
        }
    }

    /// A placeable's value.
    pub fn with(mut self, name: &'static str, value: impl Into<Word>) -> Wording {
        self.args.push((name, value.into()));
        self
    }
}

/// A placeable's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Word {
    Text(String),
    Number(i64),
    /// A number with decimals, `scaled` / 10^`places` (99.54 as `9954`, 2), written the
    /// way the player's language writes decimals.
    Decimal {
        scaled: i64,
        places: u8,
    },
    /// Another worded message, in the same language (why a value does not read).
    Worded(Box<Wording>),
    /// Another message of the catalogue, worded in the same language (a box's name).
    Message(String),
}

impl From<String> for Word {
    fn from(text: String) -> Word {
        Word::Text(text)
    }
}

impl From<&str> for Word {
    fn from(text: &str) -> Word {
        Word::Text(text.to_string())
    }
}

macro_rules! number_word {
    ($($t:ty),*) => {$(
        impl From<$t> for Word {
            fn from(n: $t) -> Word {
                Word::Number(n as i64)
            }
        }
    )*};
}
number_word!(i64, u32, u8, usize);

/// A game's own refusal type.
pub trait Refuse: fmt::Debug + PartialEq + Send + Sync + 'static {
    fn wording(&self) -> Wording;
}

/// Any game's refusal, typed underneath: it compares equal to the same value of the same
/// type only.
#[derive(Clone)]
pub struct GameRefusal(Arc<dyn Erased>);

impl GameRefusal {
    pub fn new<E: Refuse>(error: E) -> GameRefusal {
        GameRefusal(Arc::new(error))
    }

    pub fn wording(&self) -> Wording {
        self.0.wording()
    }

    /// The refusal as its game's own type, if it is one.
    pub fn get<E: Refuse>(&self) -> Option<&E> {
        self.0.as_any().downcast_ref()
    }
}

trait Erased: fmt::Debug + Send + Sync {
    fn wording(&self) -> Wording;
    fn as_any(&self) -> &dyn Any;
    fn same(&self, other: &dyn Any) -> bool;
}

impl<E: Refuse> Erased for E {
    fn wording(&self) -> Wording {
        Refuse::wording(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn same(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<E>() == Some(self)
    }
}

impl PartialEq for GameRefusal {
    fn eq(&self, other: &GameRefusal) -> bool {
        self.0.same(other.0.as_any())
    }
}

impl Eq for GameRefusal {}

impl fmt::Debug for GameRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq)]
    enum One {
        A,
        B,
    }

    #[derive(Debug, PartialEq)]
    struct Two;

    impl Refuse for One {
        fn wording(&self) -> Wording {
            Wording::new(match self {
                One::A => "one-a",
                One::B => "one-b",
            })
        }
    }

    impl Refuse for Two {
        fn wording(&self) -> Wording {
            Wording::new("two").with("n", 2u8)
        }
    }

    #[test]
    fn refusals_compare_by_type_and_value() {
        assert_eq!(GameRefusal::new(One::A), GameRefusal::new(One::A));
        assert_ne!(GameRefusal::new(One::A), GameRefusal::new(One::B));
        assert_ne!(GameRefusal::new(One::A), GameRefusal::new(Two));
        assert_eq!(GameRefusal::new(One::B).get::<One>(), Some(&One::B));
        assert_eq!(GameRefusal::new(One::B).get::<Two>(), None);
        assert_eq!(
            GameRefusal::new(Two).wording(),
            Wording {
                id: "two",
                args: vec![("n", Word::Number(2))]
            }
        );
    }
}
