// Blocks of about sqrt(n) elements, each summarised by its sum, best prefix, best suffix
// and best run. A query runs Kadane's scan over the partial block at each end and steps
// over the whole blocks between them with their summaries: O(sqrt n) per query;
// O(sqrt n) extra space.
class Solution {
    struct Block {
        long long sum, prefix, suffix, best;
    };

public:
    long long solve(const vector<int>& a, const vector<array<int, 2>>& queries) {
        int n = a.size();
        int size = max(1, (int)sqrt((double)n));
        int count = (n + size - 1) / size;
        vector<Block> blocks(count);
        for (int b = 0; b < count; ++b) {
            int from = b * size, to = min(n, from + size);
            long long sum = 0, prefix = a[from], ending = a[from], best = a[from];
            for (int i = from; i < to; ++i) {
                sum += a[i];
                if (sum > prefix) prefix = sum;
                if (i > from) {
                    ending = (ending > 0 ? ending : 0) + a[i];
                    if (ending > best) best = ending;
                }
            }
            blocks[b] = {sum, prefix, ending, best};
        }
        long long total = 0;
        for (const auto& query : queries) {
            int l = query[0] - 1, r = query[1];
            int lb = l / size, rb = (r - 1) / size;
            long long ending = a[l], best = a[l];
            int stop = lb == rb ? r : (lb + 1) * size;
            for (int i = l + 1; i < stop; ++i) {
                ending = (ending > 0 ? ending : 0) + a[i];
                if (ending > best) best = ending;
            }
            if (lb != rb) {
                for (int b = lb + 1; b < rb; ++b) {
                    const Block& block = blocks[b];
                    if (block.best > best) best = block.best;
                    if (ending + block.prefix > best) best = ending + block.prefix;
                    ending = block.suffix > ending + block.sum ? block.suffix : ending + block.sum;
                }
                for (int i = rb * size; i < r; ++i) {
                    ending = (ending > 0 ? ending : 0) + a[i];
                    if (ending > best) best = ending;
                }
            }
            total += best;
        }
        return total;
    }
};
