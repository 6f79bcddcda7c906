/** /categories: every category as a tile linking to its products. */
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import RouterLink from '../../components/RouterLink';
import { useGetCategoriesQuery } from '../../api/endpoints';
import EmptyState from '../../components/EmptyState';
import PageMeta from '../../components/PageMeta';
import { brandedTitle } from '../../config/brand';

export default function CategoriesPage() {
  const { data, isLoading, error } = useGetCategoriesQuery();
  useEffect(() => {
    if (error) console.error('Failed to load categories', error); // the spec shows no message here
  }, [error]);
  const categories = data?.category ?? [];
  return (
    <>
      <PageMeta title={brandedTitle('All Categories')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        All Categories
      </Typography>
      {isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading categories" />
        </Box>
      ) : categories.length === 0 ? (
        <EmptyState message="No categories found. Please check back later!" />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {categories.map((category) => (
            <li key={category._id}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/category/${category.slug}`}
                  sx={{ p: 3, display: 'flex', justifyContent: 'space-between', height: '100%' }}
                >
                  <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {category.name}
                  </Typography>
                  <ChevronRight aria-hidden color="primary" />
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
