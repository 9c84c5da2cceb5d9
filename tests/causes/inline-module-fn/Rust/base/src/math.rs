//! Big-integer arithmetic: three inline modules, each with its own `imul`.

pub mod scalar {
    pub fn imul(x: &mut u32, y: u32, carry: u32) -> u32 {
        let z = *x as u64 * y as u64 + carry as u64;
        *x = z as u32;
        (z >> 32) as u32
    }
}

pub mod small {
    use super::{large, scalar};

    pub fn imul(x: &mut Vec<u32>, y: u32) {
        let mut carry = 0u64;
        for xi in x.iter_mut() {
            let z = *xi as u64 * y as u64 + carry;
            *xi = z as u32;
            carry = z >> 32;
        }
        if carry != 0 {
            x.push(carry as u32);
        }
    }

    pub fn mul(x: &[u32], y: u32) -> Vec<u32> {
        let mut z = x.to_vec();
        imul(&mut z, y);
        z
    }

    pub fn imul_pow5(x: &mut Vec<u32>, n: u32) {
        for _ in 0..n {
            imul(x, 5);
        }
    }

    pub fn imul_limb(x: &mut u32, y: u32) -> u32 {
        scalar::imul(x, y, 0)
    }

    pub fn imul_big(x: &mut Vec<u32>) {
        large::imul(x, &[3, 1]);
    }
}

pub mod large {
    use super::small;

    pub fn imul(x: &mut Vec<u32>, y: &[u32]) {
        let first = y.first().copied().unwrap_or(0);
        for xi in x.iter_mut() {
            *xi = xi.wrapping_mul(first);
        }
    }

    pub fn mul_small(x: &mut Vec<u32>, y: &[u32]) {
        if y.len() == 1 {
            small::imul(x, y[0]);
        }
    }

    pub fn square(x: &mut Vec<u32>) {
        let y = x.clone();
        imul(x, &y);
    }
}

pub trait Math {
    fn data_mut(&mut self) -> &mut Vec<u32>;

    fn imul_small(&mut self, y: u32) {
        small::imul(self.data_mut(), y);
    }
}
