pub extern crate calc as c;
