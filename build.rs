//! The migrations are embedded in the binary when it is built (`sqlx::migrate!`): a change to
//! one of them builds it again.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
